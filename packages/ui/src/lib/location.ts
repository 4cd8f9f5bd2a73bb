/** The embedded map of a clinic location, centred on its coordinates. */
export function buildMapEmbedUrl(latitude: number, longitude: number, zoom = 16): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}

/** The clinic's place in the Google Maps app or site (Maps URLs), for a tap without the embed. */
export function buildMapLinkUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** A tel: target from a displayed number: "(022) 8730 5521" -> "tel:02287305521". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
