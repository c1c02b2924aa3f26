import { z } from 'zod';
import './zod-config.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';

/**
 * The property's arrival facts (issue 33, decision 0040): the owner's settings behind the guest's
 * arrival card and the calendar-made codes. The door code and WiFi password are secrets: these settings
 * are admin-only (GET/PUT /api/arrival-settings), stored apart from the public site settings, and reach a
 * guest only through a code inside its stay window.
 */

/** Optional one-line text: blank or null clears it (null). */
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .nullable()
    .transform((value) => value || null);

export const HOUSE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const houseTime = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 15:00` })
    .trim()
    .regex(HOUSE_TIME_PATTERN, `${label} must be a time such as 15:00`);

export const ARRIVAL_ADDRESS_MAX_LENGTH = 300;
/** WiFi network names are at most 32 bytes; a little room for non-ASCII names. */
export const WIFI_NETWORK_MAX_LENGTH = 64;
/** WPA passphrases are at most 63 characters. */
export const WIFI_PASSWORD_MAX_LENGTH = 63;
export const DOOR_CODE_MAX_LENGTH = 40;
/** The lead window's bounds (decision 0072): up to a week ahead; 0 sends nothing before the unlock. */
export const LEAD_HOURS_MAX = 168;
export const LEAD_HOURS_MESSAGE = `Lead time must be a whole number of hours from 0 to ${LEAD_HOURS_MAX}`;

/** Hours before the unlock from which a stay's secrets travel ahead; numeric text (a form field) too. */
const LeadHoursSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: LEAD_HOURS_MESSAGE })
    .int(LEAD_HOURS_MESSAGE)
    .min(0, LEAD_HOURS_MESSAGE)
    .max(LEAD_HOURS_MAX, LEAD_HOURS_MESSAGE),
);

/** A door (lock) code: one line, at most 40 characters; blank or null clears it. */
export const DoorCodeSchema = optionalLine('Door code', DOOR_CODE_MAX_LENGTH);

/** The owner's form and the server's input: each field checked and cleaned (blank → null). */
export const ArrivalSettingsFieldsSchema = z.object({
  address: optionalLine('Address', ARRIVAL_ADDRESS_MAX_LENGTH),
  wifiNetwork: optionalLine('WiFi network', WIFI_NETWORK_MAX_LENGTH),
  wifiPassword: optionalLine('WiFi password', WIFI_PASSWORD_MAX_LENGTH),
  doorCode: DoorCodeSchema,
  /**
   * A second way in when the door code fails (e.g. a lockbox holding a key), shown to a guest only inside
   * the stay window, behind "Code not working?" (issue 43, decision 0074).
   */
  backupDoorCode: optionalLine('Backup door code', DOOR_CODE_MAX_LENGTH),
  /** The house check-in time 'HH:MM' in SITE_TIME_ZONE (calendar-made codes start then). */
  checkInTime: houseTime('Check-in time'),
  /** The house check-out time 'HH:MM' in SITE_TIME_ZONE. */
  checkOutTime: houseTime('Check-out time'),
  /** Make an access code for each reservation in a synced calendar feed. */
  calendarCodes: z.boolean({ error: 'Calendar codes must be true or false' }),
  /**
   * How many hours before a stay unlocks its door code, WiFi password and stay instructions are sent
   * ahead, to be kept on the guest's phone and shown at the unlock by its clock (decision 0072).
   */
  leadHours: LeadHoursSchema,
});

/** The settings as the back office receives them (GET and PUT /api/arrival-settings answer this). */
export const ArrivalSettingsSchema = z.object({
  address: z.string().nullable(),
  wifiNetwork: z.string().nullable(),
  wifiPassword: z.string().nullable(),
  doorCode: z.string().nullable(),
  backupDoorCode: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  calendarCodes: z.boolean(),
  leadHours: z.number(),
});
export type ArrivalSettings = z.infer<typeof ArrivalSettingsSchema>;

/** PUT /api/arrival-settings: any subset of the fields; an unknown field is refused, not ignored. */
export const ArrivalSettingsUpdateSchema = ArrivalSettingsFieldsSchema.partial().strict();
export type ArrivalSettingsUpdate = z.input<typeof ArrivalSettingsUpdateSchema>;

export const ARRIVAL_SETTINGS_DEFAULTS: ArrivalSettings = {
  address: null,
  wifiNetwork: null,
  wifiPassword: null,
  doorCode: null,
  backupDoorCode: null,
  checkInTime: '15:00',
  checkOutTime: '10:00',
  calendarCodes: true,
  leadHours: 24,
};

/**
 * The arrival card of a guest's stay (part of GET /api/check-in/stay). The secrets (`doorCode`,
 * `wifiPassword`) are null until the stay unlocks; host contact is only what the owner set.
 */
export const GuestArrivalSchema = z.object({
  address: z.string().nullable(),
  /** A Google Maps search link for the address (https://www.google.com/maps/search/?api=1&query=…). */
  mapsUrl: z.string().nullable(),
  wifiNetwork: z.string().nullable(),
  /** Null until unlocked (and when not set). */
  wifiPassword: z.string().nullable(),
  /** The stay's own door code, else the property's; null until unlocked (and when neither is set). */
  doorCode: z.string().nullable(),
  /** The owner's backup door code (a lockbox…), for "Code not working?"; null until unlocked (and when not set). */
  backupDoorCode: z.string().nullable(),
  /** The house times 'HH:MM'. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** From the site settings; null when the owner has set none (never a made-up default). */
  hostPhone: z.string().nullable(),
  hostEmail: z.string().nullable(),
});
export type GuestArrival = z.input<typeof GuestArrivalSchema>;
