import type { GuestArrival } from '../../../shared/schemas/arrival.js';
import type { StoredArrivalSettings } from './arrival-settings.repository.js';

/** A Google Maps search for an address (the documented, key-free "Maps URLs" form). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export interface GuestArrivalInput {
  settings: StoredArrivalSettings;
  /** The stay's own door code (overrides the property's). */
  stayDoorCode: string | null;
  unlocked: boolean;
  /** From the site settings; '' when not set. */
  hostPhone: string;
  hostEmail: string;
}

/** The arrival card's facts. The secrets are left out (null) until the stay unlocks. */
export function guestArrival({
  settings,
  stayDoorCode,
  unlocked,
  hostPhone,
  hostEmail,
}: GuestArrivalInput): GuestArrival {
  return {
    address: settings.address,
    mapsUrl: settings.address ? mapsSearchUrl(settings.address) : null,
    wifiNetwork: settings.wifiNetwork,
    wifiPassword: unlocked ? settings.wifiPassword : null,
    doorCode: unlocked ? (stayDoorCode ?? settings.doorCode) : null,
    backupDoorCode: unlocked ? settings.backupDoorCode : null,
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    hostPhone: hostPhone || null,
    hostEmail: hostEmail || null,
  };
}
