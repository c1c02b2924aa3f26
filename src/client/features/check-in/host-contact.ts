import { SITE } from '../../../shared/site.js';
import { useSiteSettings } from '../site-settings/queries.js';

export interface HostContact {
  phone: string;
  /** `tel:` link of the phone. */
  phoneHref: string;
  email: string;
}

/** 'tel:' link of a written phone number: digits and a leading +, an Australian 0 becoming +61. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+61${digits.slice(1)}` : digits}`;
}

/**
 * The host's phone and email for guests: the owner's site settings, or the chalet's fixed contact
 * while the owner has not set them.
 */
export function useHostContact(): HostContact {
  const { data } = useSiteSettings();
  const phone = data?.hostPhone?.trim() || SITE.hostPhone;
  const email = data?.hostEmail?.trim() || SITE.hostEmail;
  return { phone, phoneHref: phone === SITE.hostPhone ? SITE.hostPhoneHref : telHref(phone), email };
}
