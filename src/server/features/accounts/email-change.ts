import type { Db } from '../../db/client.ts';
import { createEmailChange } from '../../data/email-changes.ts';
import { ConflictError } from '../../errors.ts';
import { newToken } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findUserByEmail } from '../../data/users.ts';

const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
const UNDO_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Starts an email change (issue 16 §6): nothing changes until the new address opens its link;
 * the old address is told at once and gets a link that undoes the change for two weeks.
 */
export async function requestEmailChange(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: { id: number; username: string; email: string },
  newEmail: string,
): Promise<void> {
  const email = newEmail.toLowerCase();
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== user.id) throw new ConflictError('An account with that email address already exists.');
  if (email === user.email) throw new ConflictError('That is already your email address.');
  const confirm = newToken();
  const undo = newToken();
  // The request and both mails commit together (issue 28 §6): no change without its mails.
  await deps.db.transaction(async (tx) => {
    await createEmailChange(tx, {
      userId: user.id,
      oldEmail: user.email,
      newEmail: email,
      confirmTokenHash: confirm.hash,
      undoTokenHash: undo.hash,
      confirmBy: new Date(Date.now() + CONFIRM_TTL_MS),
      undoBy: new Date(Date.now() + UNDO_TTL_MS),
    });
    await deps.mailer.send(
      {
        to: email,
        userId: user.id,
        subject: 'Confirm your new SPSV Prep email address',
        text:
          `Hello ${user.username},\n\nTo start using this address for your SPSV Prep account, open this link within 24 hours:\n\n` +
          `${deps.publicUrl}/confirm-email?token=${confirm.token}\n\nIf you did not ask for this, ignore this email and nothing changes.\n\nSPSV Prep`,
      },
      tx,
    );
    await deps.mailer.send(
      {
        to: user.email,
        userId: user.id,
        subject: 'Your SPSV Prep email address is being changed',
        text:
          `Hello ${user.username},\n\nSomeone signed in to your SPSV Prep account asked to change its email address to ${email}.\n` +
          `If that was you, there is nothing to do.\n\nIf it was not you, open this link (it works for 14 days). It keeps this address, ` +
          `signs everyone out of the account and cancels any password reset:\n\n${deps.publicUrl}/undo-email-change?token=${undo.token}\n\n` +
          `Then choose a new password with "Forgot password" on the login page.\n\nSPSV Prep`,
      },
      tx,
    );
  });
}
