/** The SQLSTATE and constraint of a database error, wherever the driver or ORM wrapped it. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const fields = current as { code?: unknown; constraint?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
      };
    }
  }
  return {};
}
