import { dialablePhone, telHref } from '../../../shared/text/phone.js';
import { useSiteSettings } from '../site-settings/queries.js';

export interface HostContact {
  /** Only what the owner set in the site settings (decision 0041: never a made-up default). */
  phone: string | null;
  /** `tel:` link of the phone. */
  phoneHref: string | null;
  /** `sms:` link of the phone. */
  smsHref: string | null;
  email: string | null;
}

/** The host's contact from given values (the stay's answer or the site settings); blanks are unset. */
export function hostContactOf(
  phone: string | null | undefined,
  email: string | null | undefined,
): HostContact {
  const cleanPhone = phone?.trim() || null;
  return {
    phone: cleanPhone,
    phoneHref: cleanPhone ? telHref(cleanPhone) : null,
    smsHref: cleanPhone ? `sms:${dialablePhone(cleanPhone)}` : null,
    email: email?.trim() || null,
  };
}

/** The host's phone and email for guests, from the owner's site settings. */
export function useHostContact(): HostContact {
  const { data } = useSiteSettings();
  return hostContactOf(data?.hostPhone, data?.hostEmail);
}
