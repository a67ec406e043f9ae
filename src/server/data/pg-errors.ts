/** PostgreSQL error codes, read through Drizzle's wrapper (the driver's error is its cause). */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

const pgErrorOf = (error: unknown): PgError | undefined => {
  const e = error as PgError | undefined;
  return e?.code ? e : e?.cause;
};

/** The violated unique constraint's name (or '' when unnamed); false for any other error. */
export function isUniqueViolation(error: unknown): string | false {
  const e = pgErrorOf(error);
  return e?.code === '23505' ? (e.constraint ?? '') : false;
}

/** A foreign key pointing at a row that is gone (e.g. an account deleted since). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}
