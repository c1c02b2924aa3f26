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

/** "15:00" → "3:00 PM" (the house times the owner sets, shown as the guest reads times). */
export function formatHouseTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
