import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/routes.js';
import type { GuestStay } from '../../../shared/schemas/check-in.js';
import { readKeptStay } from './kept-stay.js';

/** GET /api/check-in/stay?code=: the stay of an access code (guest name, dates, the chalet's zone). */
export const guestStayQuery = (code: string) =>
  queryOptions<GuestStay | null>({ queryKey: [api.checkInStay(code)], staleTime: 5 * 60_000, retry: false });

/**
 * The stay of the guest signed in on this device with an access code (the one the check-in page kept,
 * decision 0041), or null. Read after hydration: the kept code is the browser's alone.
 */
export function useKeptGuestStay(): GuestStay | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(readKeptStay()?.code ?? null), []);
  const { data } = useQuery({ ...guestStayQuery(code ?? ''), enabled: code !== null });
  return code !== null ? (data ?? null) : null;
}
