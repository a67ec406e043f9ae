/** What we keep, why and for how long (GDPR Art. 13): one entry per kind of data. */
const RECORDS = [
  {
    title: 'Your account',
    what: 'Your username, email address, a one-way hash of your password (never the password itself), the vehicle type you chose and the date you signed up.',
    why: 'To create your account, sign you in, show the course for your vehicle type and email you about your account, such as a password reset link. This is needed to provide the service you signed up for.',
    kept: 'For as long as your account exists. When you delete your account, these details are deleted. Emails we send you (such as reset and confirmation links) are kept for 30 days so they can be delivered, then deleted; a request to change your email address is kept until its undo link expires (14 days).',
  },
  {
    title: 'Your learning',
    what: 'Your progress through the modules, your saved checklists, your practice test results and answers, and your fare drill answers.',
    why: 'To show your progress, let you review past tests and pick up where you left off. This is part of the service you signed up for.',
    kept: 'For as long as your account exists. When you delete your account, they are deleted.',
  },
  {
    title: 'Your purchases',
    what: 'The plan you bought, the amount, the date of payment, the date your access ends and the payment provider’s reference for the payment. Your card details are handled by our payment provider and are never sent to or stored by us.',
    why: 'To give you access for the days you paid for and to handle refunds.',
    kept: 'For as long as your account exists. When you delete your account, your purchase records are deleted with it; our payment provider keeps its own record of the card payment, as the law requires of it.',
  },
  {
    title: 'Messages you send us',
    what: 'The name, email address, optional phone number, subject and message you enter in a contact form.',
    why: 'To answer you. We have a legitimate interest in replying to questions and keeping a record of what was asked and answered.',
    kept: 'Two years from the date you send the message, then deleted.',
  },
  {
    title: 'Sign-in sessions and security',
    what: 'A record of each signed-in session (a one-way hash of the token in your session cookie), and short-lived counters of sign-in, password reset and contact attempts linked to an IP address, username or email address.',
    why: 'To keep you signed in and to protect accounts against password guessing and spam. We have a legitimate interest in keeping the service secure.',
    kept: 'A session ends when you sign out, after 30 days without use, or after 90 days at most. Attempt counters expire within an hour.',
  },
] as const;

export function PrivacyDataList() {
  return (
    <div className="space-y-6">
      {RECORDS.map((record) => (
        <div key={record.title} className="rounded-xl border border-slate-200 p-5">
          <h3>{record.title}</h3>
          <dl className="mt-3 space-y-3">
            <div>
              <dt className="font-semibold text-slate-900">What we keep</dt>
              <dd>{record.what}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Why</dt>
              <dd>{record.why}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">How long</dt>
              <dd>{record.kept}</dd>
            </div>
          </dl>
        </div>
      ))}
    </div>
  );
}
