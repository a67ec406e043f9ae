/**
 * Every API path, named by its route, so the client's fetchers and the server's routes cannot
 * drift apart (issue 15). Parameterised paths are builders for callers and patterns for the
 * server's route table; the test checks each builder fills its pattern.
 */
export const API = {
  // Accounts
  register: '/api/register',
  login: '/api/login',
  logout: '/api/logout',
  /** GET the signed-in user, PATCH vehicle type or email, DELETE the account. */
  user: '/api/user',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  userAccount: '/api/user/account',
  userPassword: '/api/user/password',
  userSignOutEverywhere: '/api/user/sign-out-everywhere',
  userExport: '/api/user/export',
  demoAccount: '/api/demo-account',
  emailChangeConfirm: '/api/email-change/confirm',
  emailChangeUndo: '/api/email-change/undo',

  // Course
  reference: '/api/reference',
  checklists: '/api/checklists',
  trainingProgress: '/api/training/progress',
  moduleContent: (id: number, type: string, county?: string) => `/api/content/modules/${encodeURIComponent(id)}?type=${encodeURIComponent(type)}${county ? `&county=${encodeURIComponent(county)}` : ''}`,
  /** GET the user's results, POST a new one. */
  practiceTests: '/api/practice-tests',

  // Exam engine (DESIGN.md §13)
  /** POST starts an attempt; GET lists them (?status=in_progress). */
  attempts: '/api/attempts',
  /** GET a county's Area Knowledge categories to drill, with their sizes (issue 31 §4). */
  areaDrills: (county: string) => `/api/area-drills?county=${encodeURIComponent(county)}`,
  attempt: (id: string) => `/api/attempts/${encodeURIComponent(id)}`,
  attemptAnswer: (id: string, position: number) => `/api/attempts/${encodeURIComponent(id)}/answers/${encodeURIComponent(position)}`,
  attemptSubmit: (id: string) => `/api/attempts/${encodeURIComponent(id)}/submit`,
  /** GET the tracker, POST a real sitting. */
  entryTestSittings: '/api/entry-test/sittings',
  entryTestSitting: (id: number) => `/api/entry-test/sittings/${encodeURIComponent(id)}`,

  // Learning loop (DESIGN.md §14)
  /** GET ?within=SECONDS: questions due for review, no answers. */
  reviewDue: '/api/review/due',
  reviewAnswer: (questionId: string) => `/api/review/${encodeURIComponent(questionId)}/answer`,
  readiness: '/api/readiness',
  /** GET the learner's plan and today's tasks, PUT test date, county or reminders. */
  studyPlan: '/api/study-plan',
  /** POST {token}: the one-click switch-off behind every reminder's unsubscribe link. */
  remindersUnsubscribe: '/api/reminders/unsubscribe',
  /**
   * POST ?token= with `List-Unsubscribe=One-Click` (RFC 8058): the mail client's own button, from
   * the reminder's List-Unsubscribe header. GET only leads to the /unsubscribe page.
   */
  remindersOneClickUnsubscribe: '/api/reminders/one-click-unsubscribe',
  /** POST a learner's report of a problem with a question. */
  questionReports: (id: string) => `/api/questions/${encodeURIComponent(id)}/reports`,

  // Fares trainer (issue 33)
  /** POST starts a drill session of ten. */
  fareDrills: '/api/fares/drills',
  fareDrill: (id: string) => `/api/fares/drills/${encodeURIComponent(id)}`,
  fareDrillAnswer: (id: string, position: number) => `/api/fares/drills/${encodeURIComponent(id)}/answers/${encodeURIComponent(position)}`,
  /** GET the learner's drill record (the dashboard). */
  fareDrillSummary: '/api/fares/summary',

  // Maps (issue 34)
  /** GET a county's study map: its places and the tile server (paid). */
  places: (county: string) => `/api/places?county=${encodeURIComponent(county)}`,
  /** POST starts a map drill session of five. */
  mapDrills: '/api/map-drills',
  mapDrill: (id: string) => `/api/map-drills/${encodeURIComponent(id)}`,
  mapDrillAnswer: (id: string, position: number) => `/api/map-drills/${encodeURIComponent(id)}/answers/${encodeURIComponent(position)}`,

  // Owner's console (issue 22): admins only
  adminSummary: '/api/admin/summary',
  adminLearners: '/api/admin/learners',
  adminPurchases: '/api/admin/purchases',
  adminMessages: '/api/admin/messages',
  adminMessageReply: (id: number) => `/api/admin/messages/${encodeURIComponent(id)}/reply`,
  adminMessageHandled: (id: number) => `/api/admin/messages/${encodeURIComponent(id)}/handled`,
  adminReports: '/api/admin/reports',
  adminReportResolve: (questionId: string) => `/api/admin/reports/${encodeURIComponent(questionId)}/resolve`,
  adminQuestionStats: '/api/admin/question-stats',
  adminAudit: '/api/admin/audit',
  /** GET learners near today's cap on distinct questions shown (issue 27 §1). */
  adminReveals: '/api/admin/reveals',
  /** GET the syllabus coverage of the course as built (issue 29). */
  adminCoverage: '/api/admin/coverage',

  // Payments
  paymentsConfig: '/api/payments/config',
  createPaymentIntent: '/api/create-payment-intent',
  confirmPayment: '/api/confirm-payment',
  sandboxConfirmCard: '/api/sandbox/confirm-card',
  stripeWebhook: '/api/stripe/webhook',

  // Site
  siteStatus: '/api/site-status',
  contact: '/api/contact',
  /** GET the free sample page and questions (no keys); POST answers to have them marked (issue 32 §7). */
  taster: '/api/taster',
  tasterAnswers: '/api/taster/answers',
  health: '/api/health',
  openApi: '/api/openapi.json',
} as const;

/** Route patterns (Fastify syntax) of the parameterised paths above, for the server. */
export const API_PATTERNS = {
  areaDrills: '/api/area-drills',
  moduleContent: '/api/content/modules/:id',
  attempt: '/api/attempts/:id',
  attemptAnswer: '/api/attempts/:id/answers/:position',
  attemptSubmit: '/api/attempts/:id/submit',
  entryTestSitting: '/api/entry-test/sittings/:id',
  reviewAnswer: '/api/review/:questionId/answer',
  questionReports: '/api/questions/:id/reports',
  fareDrill: '/api/fares/drills/:id',
  fareDrillAnswer: '/api/fares/drills/:id/answers/:position',
  places: '/api/places',
  mapDrill: '/api/map-drills/:id',
  mapDrillAnswer: '/api/map-drills/:id/answers/:position',
  adminMessageReply: '/api/admin/messages/:id/reply',
  adminMessageHandled: '/api/admin/messages/:id/handled',
  adminReportResolve: '/api/admin/reports/:questionId/resolve',
} as const satisfies Partial<Record<keyof typeof API, string>>;
