import { injectedStateElementId, type InjectedState } from '#web/app/injected-state.ts';

const dataBlock = new RegExp(
  `<script type="application/json" id="${injectedStateElementId}">([\\s\\S]*?)</script>`,
  'g',
);

/** What a rendered page hands the browser, read as the browser reads it: the page's one data block. */
export function injectedStateOf(html: string): InjectedState {
  const blocks = [...html.matchAll(dataBlock)];
  if (blocks.length !== 1)
    throw new Error(`Expected one #${injectedStateElementId} block, found ${blocks.length}`);
  return JSON.parse(blocks[0]![1]!) as InjectedState;
}
