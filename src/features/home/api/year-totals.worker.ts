/**
 * Reads a year of play and groups it into Home's "This year" figures off the main thread: a heavy player's year
 * (thousands of rows) would otherwise be parsed and grouped while Home is starting. Only the four figures come
 * back. Requests go through a client made with the player's access token (the page's own client keeps the session).
 */
import { answerPlayRequests } from '@/api/play-worker-answer';
import { readYearPlay } from '@/api/year-play-reads';
import { yearTotalsOf } from '../lib/year-totals';

answerPlayRequests(async (client, { range, year }) => yearTotalsOf(await readYearPlay(client, range), year));
