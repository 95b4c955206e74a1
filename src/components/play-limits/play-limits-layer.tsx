import { CoolOffConfirmHost } from './cool-off-confirm-host';
import { LimitBanner } from './limit-banner';

/** The layout's play-limit pieces for a signed-in player: the banner and the cool-off confirmation host. */
export function PlayLimitsLayer() {
  return (
    <>
      <LimitBanner />
      <CoolOffConfirmHost />
    </>
  );
}
