/** A phone number as the phone's dialler takes it: `tel:` with the digits and a leading '+'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
