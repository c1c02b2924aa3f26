import { SITE } from '../../../shared/site.js';

export interface HostContact {
  phone: string;
  /** `tel:` link of the phone. */
  phoneHref: string;
  email: string;
}

/**
 * The host's phone and email for guests. One place reads them, so they can later come from the
 * owner's site settings instead of the fixed site identity.
 */
export function useHostContact(): HostContact {
  return { phone: SITE.hostPhone, phoneHref: SITE.hostPhoneHref, email: SITE.hostEmail };
}
