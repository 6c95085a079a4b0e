import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@gestora/contract/limits';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { escapeHtml, resetLinkOf } from '../auth/auth.service.ts';

/** What the users module needs to mail after its transactions commit. */
export interface MailContext {
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

interface Recipient {
  email: string;
  name: string;
}

const RETRY_DELAYS_MS = [200, 600];

/**
 * Sends after the caller's commit, retrying a transient failure; never throws, because the data the mail
 * is about is already saved. A last failure is logged and reported as false.
 */
export async function deliver(ctx: MailContext, mail: Mail): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.mailer.send(mail);
      return true;
    } catch (err) {
      ctx.log.error({ err, to: mail.to, subject: mail.subject, attempt: attempt + 1 }, 'mail could not be sent');
      if (attempt >= RETRY_DELAYS_MS.length) return false;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

function linkMail(to: Recipient, subject: string, intro: string, link: string): Mail {
  const expiry = `El enlace vence en ${LIMITS.resetTokenMinutes} minutos; si vence, solicite uno nuevo desde la página de inicio de sesión.`;
  return {
    to: to.email,
    subject,
    text: `Hola ${to.name}:\n\n${intro}\n${link}\n\n${expiry}`,
    html: `<p>Hola ${escapeHtml(to.name)}:</p><p>${escapeHtml(intro)}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(expiry)}</p>`,
  };
}

/** The account invitation of a user created without a password. */
export const invitationMail = (ctx: MailContext, to: Recipient, token: string) =>
  linkMail(
    to,
    'Invitación a Gestora: establezca su contraseña',
    `Se creó una cuenta para usted en Gestora con el correo ${to.email}. Para activarla, establezca su contraseña en este enlace:`,
    resetLinkOf(ctx.appUrl, token, to.email),
  );

/** The link an administrator sends instead of typing a new password. */
export const adminResetMail = (ctx: MailContext, to: Recipient, token: string) =>
  linkMail(
    to,
    'Restablecer contraseña - Gestora',
    'Un administrador solicitó que usted establezca una nueva contraseña para su cuenta de Gestora. Hágalo en este enlace:',
    resetLinkOf(ctx.appUrl, token, to.email),
  );
