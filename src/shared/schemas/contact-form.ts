import { z } from 'zod/mini';
import { MESSAGE_MIN_LENGTH } from '../constants.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine, isCleanText } from '../text/control-characters.js';

const EMAIL_MESSAGE = 'Please enter a valid email address';
const MESSAGE_MESSAGE = `Message must be at least ${MESSAGE_MIN_LENGTH} characters`;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const requiredLine = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
      z.refine(isCleanLine, CONTROL_CHARACTER_MESSAGE),
    );

export const ContactCreateSchema = z.object({
  name: requiredLine('Name is required', 200),
  email: z.pipe(
    z
      .string({ error: EMAIL_MESSAGE })
      .check(z.trim(), z.maxLength(254, EMAIL_MESSAGE), z.refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)),
    z.email({ error: EMAIL_MESSAGE }),
  ),
  subject: requiredLine('Subject is required', 200),
  message: z
    .string({ error: MESSAGE_MESSAGE })
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN_LENGTH, MESSAGE_MESSAGE),
      z.maxLength(
        CONTACT_MESSAGE_MAX_LENGTH,
        `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
      ),
      z.refine(isCleanText, CONTROL_CHARACTER_MESSAGE),
    ),
});
