import { OUTBOX_KEY } from '@/lib/offline/outbox';

/**
 * A W2G jackpot recorded offline, with its photo (a File survives IndexedDB as it is): the W2G feature
 * queues it (useSaveW2gJackpot), Reports lists it while it waits. Here because two features share it.
 */
export const W2G_CREATE_OUTBOX_KEY = [OUTBOX_KEY, 'w2g', 'create'] as const;

/** The queued jackpot as the lists read it (the plain fields of the create's input). */
export interface QueuedJackpot {
  id: string;
  casino_id: string;
  slot_machine_id: string | null;
  amount: number;
  tax_withheld?: number;
  state?: string | null;
  state_winnings?: number | null;
  state_tax_withheld?: number | null;
  hand_pay?: boolean;
  w2g_received?: boolean | null;
  session_id?: string | null;
  jackpot_date: string;
  jackpot_time: string;
  notes?: string;
}

/** What the lists show for a waiting jackpot besides its fields: the names of its casino and machine. */
export interface PendingJackpotDisplay {
  casino: { name: string } | null;
  slot_machine: { name: string; slot_name: string | null } | null;
}
