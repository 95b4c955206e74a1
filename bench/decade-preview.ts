/**
 * The production build (`npm start`, APP_MODE=preview) over a fresh database holding the decade player
 * (scripts/decade-fixture.ts, DECADE_DEFAULTS, ten years up to `endDate`): what the decade, restore and start-profile
 * benches run against.
 */
import { DECADE_DEFAULTS, generateDecade, loadDecade } from '../scripts/decade-fixture';
import { startEmulator } from '../emulator/server';
import { startPreview, type PreviewServer } from './reports-ui-support';

export async function startDecadePreview(
  appPort: number,
  apiPort: number,
  endDate = new Date().toISOString().slice(0, 10),
): Promise<PreviewServer & { loadMs: number }> {
  let loadMs = 0;
  const server = await startPreview(appPort, apiPort, async (dbDir) => {
    const t0 = Date.now();
    const emu = await startEmulator({ port: 0, dataDir: dbDir });
    try {
      await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, generateDecade({ ...DECADE_DEFAULTS, endDate }));
    } finally {
      await emu.close();
    }
    loadMs = Date.now() - t0;
  });
  return { ...server, loadMs };
}
