const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** The 'Get directions' link of an attraction: a maps search for its address (surrounding spaces dropped). */
export function directionsUrl(address: string): string {
  return MAPS_SEARCH_URL + encodeURIComponent(address.trim());
}
