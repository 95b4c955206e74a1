/**
 * Reads a year of play and groups it by the session method off the main thread: on a heavy year (thousands of
 * slot sessions) the grouping alone held a phone's main thread for ~180 ms while the Tax Year was starting.
 * The rows and their grouping come back in one message (the screen and its exports need both).
 */
import { answerPlayRequests } from '@/api/play-worker-answer';
import { readYearPlay } from '@/api/year-play-reads';
import { groupYear } from '../lib/tax-year-model';

answerPlayRequests(async (client, { range, year }) => {
  const play = await readYearPlay(client, range);
  return { play, grouped: groupYear(year, play) };
});
