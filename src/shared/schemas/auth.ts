import { z } from 'zod';

export const LoginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const PublicUserSchema = z.object({ id: z.number(), username: z.string(), isAdmin: z.boolean() });
export type PublicUser = z.infer<typeof PublicUserSchema>;
