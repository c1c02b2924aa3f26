/** The dialable form of a written phone number: digits and a leading +, an Australian 0 becoming +61. */
export function dialablePhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('0') ? `+61${digits.slice(1)}` : digits;
}

/** `tel:` link of a written phone number. */
export const telHref = (phone: string) => `tel:${dialablePhone(phone)}`;
