/**
 * A failed send in the owner's words (decision 0086): the test email's answer and the outbox's stored
 * error say what went wrong and what to check, from nodemailer's error codes, never the library's text
 * alone (the log keeps that).
 */
import { smtpServerOf } from '../../../shared/smtp-url.js';

interface MailError {
  code?: unknown;
  /** The system error under nodemailer's own code (ECONNREFUSED under ESOCKET). */
  originalCode?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/;
const TLS = /^ERR_SSL|^ERR_TLS|EPROTO/;

/** The mail server's own answer, when it gave one ("535 5.7.8 Username and Password not accepted"). */
function serverAnswer(error: MailError): string {
  return typeof error.response === 'string' && error.response.trim()
    ? ` It answered: ${error.response.trim()}`
    : '';
}

/** One or two sentences for the owner about why `smtpUrl` did not take the email. */
export function describeMailError(error: unknown, smtpUrl: string): string {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as MailError;
  const code = String(e.code ?? '');
  const original = String(e.originalCode ?? '');
  const server = smtpServerOf(smtpUrl);
  const host = server.replace(/:\d+$/, '');
  if (code === 'EAUTH') return 'The mail server refused the user name or password.';
  if (e.responseCode === 530 || code === 'ENOAUTH')
    return 'The mail server asks for a user name and password: put them in the mail server address (smtps://user:password@…).';
  if (CERTIFICATE.test(original))
    return `The mail server at ${server} showed a security certificate that could not be trusted.`;
  if (code === 'ETLS' || TLS.test(original))
    return `A secure connection to the mail server at ${server} could not be made: use smtps:// with port 465, or smtp:// with port 587.`;
  if (original === 'ECONNREFUSED' || original === 'EHOSTUNREACH' || original === 'ENETUNREACH')
    return `Could not reach the mail server at ${server}.`;
  if (code === 'EDNS') return `The mail server ${host} was not found: check its name.`;
  if (code === 'ETIMEDOUT') return `The mail server at ${server} did not answer in time.`;
  if (code === 'ECONNECTION' || code === 'ESOCKET')
    return `The connection to the mail server at ${server} was lost.`;
  if (code === 'EENVELOPE')
    return `The mail server would not take the email's sender or recipient: check the notification and From addresses (many servers send only from your own address).${serverAnswer(e)}`;
  if (code === 'EMESSAGE') return `The mail server refused the email.${serverAnswer(e)}`;
  return `The email could not be sent: ${String(e.message ?? error)}`;
}
