/** `\ ; , : "` are escaped with a backslash in the WIFI: payload's fields (the ZXing / Wi-Fi QR format). */
const escapeWifiField = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');

/**
 * The standard `WIFI:` QR payload phones join a network from: WPA with the password, or an open
 * network (`T:nopass`) when there is none.
 */
export function wifiQrPayload(network: string, password: string | null): string {
  const ssid = escapeWifiField(network);
  return password ? `WIFI:T:WPA;S:${ssid};P:${escapeWifiField(password)};;` : `WIFI:T:nopass;S:${ssid};;`;
}

// One description of a house time, shared with the server's instruction placeholders.
export { formatHouseTime } from '../../../shared/stay.js';
