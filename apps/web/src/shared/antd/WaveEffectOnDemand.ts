import type { ShowWaveEffect } from 'antd/es/_util/wave/interface';

let show: ShowWaveEffect | undefined;

/**
 * What antd's click wave (useWave, the ripple of a clicked Button or Checkbox) gets for drawing it
 * (vite.config.ts, `antdOnDemand`): the same effect, loaded with the first click — its code (the motion,
 * the render into a detached root) is not in the first load of every screen. That first wave starts once
 * the chunk is there, a few milliseconds late.
 */
const showWaveEffectOnDemand: ShowWaveEffect = (target, info) => {
  if (show) return show(target, info);
  import('antd/es/_util/wave/WaveEffect').then((m) => {
    show = m.default;
    show(target, info);
  });
};

export default showWaveEffectOnDemand;
