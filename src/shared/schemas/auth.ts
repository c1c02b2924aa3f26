import { z } from 'zod';
import './zod-config.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanLine } from '../text/control-characters.js';

export const LoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const PublicUserSchema = z.object({ id: z.number(), username: z.string(), isAdmin: z.boolean() });
export type PublicUser = z.infer<typeof PublicUserSchema>;
