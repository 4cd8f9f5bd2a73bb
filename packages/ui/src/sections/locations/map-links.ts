/** The embedded map of a clinic location, centred on its coordinates. */
export function buildMapEmbedUrl(latitude: number, longitude: number, zoom = 16): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}

/** The clinic's place in the Google Maps app or site (Maps URLs), for a tap without the embed. */
export function buildMapLinkUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/**
 * Directions to the coordinates from where the visitor is (Maps URLs): the phone's maps app
 * opens it with the route, a computer the Google Maps site.
 */
export function buildDirectionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
