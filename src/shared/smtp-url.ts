/**
 * The owner's mail server address, `smtp://user:password@host:port` or `smtps://…` (decision 0086).
 * Read leniently, as an owner types it: the user name and password may hold `@`, `:`, `/` or spaces
 * unencoded (the last `@` ends them, the first `:` splits them); written back percent-encoded, which is
 * how the mail library reads it. Shared: the server stores and masks it, the form checks it.
 */

/** Stands for the stored password in what the back office is shown; sent back, it keeps the password. */
export const SMTP_PASSWORD_MASK = '••••';

export interface SmtpUrlParts {
  /** smtps:// (TLS from the start, usually port 465) rather than smtp:// (STARTTLS, usually 587). */
  secure: boolean;
  user: string;
  password: string;
  /** The host, its port and anything after: what follows the `@`. */
  address: string;
}

const SCHEME = /^(smtps?):\/\/(.+)$/is;

/** Percent-decoded when the text is valid percent-encoding, else as typed (a password such as `50%off`). */
function decodePart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Its parts, or null when it is not an smtp:// or smtps:// address naming a server. */
export function parseSmtpUrl(input: string): SmtpUrlParts | null {
  const match = SCHEME.exec(input.trim());
  if (!match?.[1] || !match[2]) return null;
  const rest = match[2];
  const at = rest.lastIndexOf('@');
  const userInfo = at >= 0 ? rest.slice(0, at) : '';
  const address = at >= 0 ? rest.slice(at + 1) : rest;
  if (address === '' || /\s/.test(address)) return null;
  try {
    if (!new URL(`smtp://${address}`).hostname) return null;
  } catch {
    return null;
  }
  const colon = userInfo.indexOf(':');
  return {
    secure: match[1].toLowerCase() === 'smtps',
    user: decodePart(colon >= 0 ? userInfo.slice(0, colon) : userInfo),
    password: colon >= 0 ? decodePart(userInfo.slice(colon + 1)) : '',
    address,
  };
}

/** The address with its user name and password percent-encoded (a `%` too, so the library decodes it back). */
export function formatSmtpUrl(parts: SmtpUrlParts): string {
  const url = new URL(`${parts.secure ? 'smtps' : 'smtp'}://${parts.address}`);
  url.username = parts.user.replaceAll('%', '%25');
  url.password = parts.password.replaceAll('%', '%25');
  return url.href;
}

/** The address as the back office shows it: the password replaced by SMTP_PASSWORD_MASK. */
export function maskSmtpUrl(url: string): string {
  const parts = parseSmtpUrl(url);
  if (!parts) return url;
  const credentials = parts.user || parts.password;
  const password = parts.password ? `:${SMTP_PASSWORD_MASK}` : '';
  return `${parts.secure ? 'smtps' : 'smtp'}://${credentials ? `${parts.user}${password}@` : ''}${parts.address}`;
}

/** Where it connects, `host:port` (the usual port when none is written), for messages to the owner. */
export function smtpServerOf(url: string): string {
  const parts = parseSmtpUrl(url);
  if (!parts) return 'the mail server';
  const { hostname, port } = new URL(`smtp://${parts.address}`);
  return `${hostname}:${port || (parts.secure ? '465' : '587')}`;
}
