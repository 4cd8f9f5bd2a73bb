/**
 * The toolbar's "Mode" menu: a designer sees a story in each mode of modes.ts. A page cannot
 * turn on the browser's forced colours or reduced motion itself, so here those two are
 * approximated with a style sheet; the story run puts Chromium itself in both modes
 * (mode-checks.ts), and Chromium's DevTools (Rendering, "Emulate CSS media feature") show the
 * exact look.
 */
import { useLayoutEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useGlobals } from 'storybook/preview-api';
import {
  enlargedText,
  lengthenText,
  modeNames,
  modes,
  type ModeName,
} from '../packages/ui/src/stories/modes';

/** No animations or transitions: what the reduced motion mode shows, and what the story run sees. */
export const stillMotion = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
}`;

/**
 * Forced colours as Chromium applies them: the system's text and background colours on every
 * element, borders and outlines in the text colour, links and buttons in theirs, no shadows.
 */
const forcedColours = `*, *::before, *::after {
  color: CanvasText !important;
  background-color: Canvas !important;
  border-color: CanvasText !important;
  outline-color: CanvasText !important;
  box-shadow: none !important;
  text-shadow: none !important;
}
a:any-link, a:any-link * { color: LinkText !important; }
button, button *, [role=button], [role=button] * { color: ButtonText !important; background-color: ButtonFace !important; }
:focus-visible { outline-color: Highlight !important; }`;

const styles: Partial<Record<ModeName, string>> = {
  'forced-colors': forcedColours,
  'reduced-motion': stillMotion,
  reflow: enlargedText,
};

/** The viewport option of the narrow reflow mode (preview.tsx's list). */
export const reflowViewport = 'reflow';

function LongText({ children }: { children: React.ReactNode }) {
  useLayoutEffect(() => lengthenText(document.body), []);
  return children;
}

export const modeToolbar: Preview['globalTypes'] = {
  mode: {
    description:
      'The story in a mode people use: forced colours, reduced motion, reflow, long text',
    toolbar: {
      title: 'Mode',
      icon: 'accessibility',
      dynamicTitle: true,
      items: [
        { value: 'default', title: 'Default' },
        ...modeNames.map((name) => ({ value: name, title: modes[name].title })),
      ],
    },
  },
};

const isMode = (value: unknown): value is ModeName => modeNames.includes(value as ModeName);

/**
 * In Storybook (not the story run, which uses the real modes): the toolbar's mode. Named as a
 * component: it calls Storybook's hooks, which the hooks rules check as React's.
 */
const ModeDecorator: Decorator = (Story, { globals }) => {
  const mode = isMode(globals.mode) ? globals.mode : undefined;
  const [, updateGlobals] = useGlobals();
  const viewport = (globals.viewport as { value?: string } | undefined)?.value;
  useEffect(() => {
    if (mode === 'reflow' && viewport !== reflowViewport)
      updateGlobals({ viewport: { value: reflowViewport, isRotated: false } });
  }, [mode, viewport, updateGlobals]);
  const style = mode ? styles[mode] : undefined;
  return (
    <>
      {style ? <style data-mode={mode}>{style}</style> : null}
      {mode === 'long-text' ? (
        <LongText>
          <Story />
        </LongText>
      ) : (
        <Story />
      )}
    </>
  );
};

export const withMode = ModeDecorator;
