/**
 * The tables and samples of the foundations pages, beside Storybook's own doc blocks. They show
 * the data of tokens.ts; the MDX pages wrap them in <Unstyled> so the docs' prose styles stay out.
 */
import * as React from 'react';
import { cn } from '../lib/cn';
import { aaMinimum, formatRatio } from './contrast';
import { toPx } from './design-tokens';
import type {
  ShownToken,
  breakpoints as Breakpoints,
  containers as Containers,
  iconList as IconList,
  pairs as Pairs,
  radii as Radii,
  shadows as Shadows,
  spacing as Spacing,
  typeSteps as TypeSteps,
} from './tokens';

/** Indonesian sample copy: the site's voice, with the letters that matter (g, j, y, descenders). */
export const sampleText = 'Fisioterapi membantu Anda kembali bergerak tanpa nyeri.';

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="my-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="text-muted-foreground mb-2 text-left text-sm">{caption}</caption>
        <thead>
          <tr className="border-border-strong border-b">
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'border-border border-b px-3 py-2 align-middle';
const code = 'font-mono text-xs';

const px = (value: number | undefined) =>
  value === undefined ? '' : `${Number(value.toFixed(2))} px`;

export function ContrastTable({ pairs }: { pairs: typeof Pairs }) {
  return (
    <Table
      caption={`${pairs.length} pairs; AA asks ${aaMinimum.text}:1 of text and ${aaMinimum.ui}:1 of borders and focus rings.`}
      head={['Sample', 'Foreground', 'Background', 'Why', 'Contrast', 'Claimed', 'AA']}
    >
      {pairs.map((pair) => (
        <tr key={`${pair.foreground} ${pair.background}`}>
          <td className={cell}>
            <span
              className="inline-block rounded-md px-3 py-1 font-semibold"
              style={{
                color: `var(--color-${pair.foreground})`,
                backgroundColor: `var(--color-${pair.background})`,
                ...(pair.minimum === aaMinimum.ui
                  ? { outline: `3px solid var(--color-${pair.foreground})`, outlineOffset: '-6px' }
                  : {}),
              }}
            >
              Aa Gerak
            </span>
          </td>
          <td className={cn(cell, code)}>{pair.foreground}</td>
          <td className={cn(cell, code)}>{pair.background}</td>
          <td className={cell}>{pair.reason}</td>
          <td className={cn(cell, 'font-semibold tabular-nums')}>{formatRatio(pair.ratio)}</td>
          <td className={cn(cell, 'tabular-nums')}>{pair.claimed ? `≥ ${pair.minimum}:1` : ''}</td>
          <td className={cell}>
            <span className={cn('font-semibold', pair.passes ? 'text-primary' : 'text-danger')}>
              {pair.passes ? 'Pass' : 'Fail'}
            </span>{' '}
            <span className="text-muted-foreground">({pair.minimum}:1)</span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A line height as written, and in pixels: unitless values multiply the size. */
function lineHeightText(lineHeight: string | undefined, sizePx: number | undefined) {
  if (lineHeight === undefined) return '';
  const factor = Number(lineHeight);
  if (!Number.isNaN(factor) && sizePx !== undefined)
    return `${lineHeight} × size · ${px(factor * sizePx)}`;
  return `${lineHeight} · ${px(toPx(lineHeight))}`;
}

export function TypeScaleTable({ steps }: { steps: typeof TypeSteps }) {
  return (
    <Table
      caption="Each step sets a size and its line height together; the weights are those the library's class lists pair with the step (inherited: no weight class beside it)."
      head={['Class', 'Size', 'Line height', 'Used', 'Weights used with it', 'Sample']}
    >
      {steps.map((step) => (
        <tr key={step.step}>
          <td className={cn(cell, code, 'whitespace-nowrap')}>text-{step.step}</td>
          <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
            {step.size} · {px(step.px)}
          </td>
          <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
            {lineHeightText(step.lineHeight, step.px)}
          </td>
          <td className={cn(cell, 'tabular-nums')}>{step.used}×</td>
          <td className={cell}>
            {step.weights
              .map(({ name, value, times }) => `${name}${value ? ` ${value}` : ''} (${times})`)
              .join(', ')}
          </td>
          <td
            className={cn(cell, 'whitespace-nowrap')}
            style={{
              fontSize: step.size,
              lineHeight: step.lineHeight,
              fontWeight: step.sampleWeight,
            }}
          >
            Gerak Sehat
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function SpacingScale({ spacing, unit }: { spacing: typeof Spacing; unit: string }) {
  return (
    <Table
      caption={`Spacing steps in use; one step is ${unit}.`}
      head={['Step', 'Size', 'Used', '']}
    >
      {spacing.map(({ step, px: size, used }) => (
        <tr key={step}>
          <td className={cn(cell, code)}>{step}</td>
          <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>{size} px</td>
          <td className={cn(cell, 'tabular-nums')}>{used}×</td>
          <td className={cn(cell, 'w-full')}>
            <div className="bg-primary h-4 rounded-sm" style={{ width: `${size}px` }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A grid of figures, one per token: a sample box styled by the token, its class and facts. */
function TokenSamples({
  tokens,
  prefix,
  className,
  sampleClassName,
  sampleStyle,
  showValue,
}: {
  tokens: ShownToken[];
  prefix: string;
  className: string;
  sampleClassName: string;
  sampleStyle: (token: ShownToken) => React.CSSProperties;
  /** The value on a line of its own (long shadow lists) rather than beside the size. */
  showValue: 'inline' | 'block';
}) {
  return (
    <div className={cn('my-6 grid', className)}>
      {tokens.map((token) => (
        <figure key={token.name} className="m-0">
          <div className={sampleClassName} style={sampleStyle(token)} />
          <figcaption className="mt-3 text-sm">
            <span className={cn(code, 'font-semibold')}>
              {prefix}-{token.name}
            </span>
            <span className="text-muted-foreground block">
              {showValue === 'inline' ? `${token.value} · ${px(token.px)} · ` : ''}
              {token.used}× used{token.origin === 'token' ? '' : ` · ${token.origin}`}
            </span>
            {showValue === 'block' ? (
              <code className={cn(code, 'text-muted-foreground block break-words')}>
                {token.value}
              </code>
            ) : null}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function RadiusSamples({ radii }: { radii: typeof Radii }) {
  return (
    <TokenSamples
      tokens={radii}
      prefix="rounded"
      className="grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5"
      sampleClassName="bg-primary-soft border-primary h-24 border-2"
      sampleStyle={(radius) => ({ borderRadius: `var(--radius-${radius.name})` })}
      showValue="inline"
    />
  );
}

export function ShadowSamples({ shadows }: { shadows: typeof Shadows }) {
  return (
    <TokenSamples
      tokens={shadows}
      prefix="shadow"
      className="bg-muted gap-8 rounded-xl p-8 sm:grid-cols-2"
      sampleClassName="bg-background h-28 rounded-2xl"
      sampleStyle={(shadow) => ({ boxShadow: `var(--shadow-${shadow.name})` })}
      showValue="block"
    />
  );
}

export function BreakpointTable({ breakpoints }: { breakpoints: typeof Breakpoints }) {
  return (
    <Table
      caption="Unprefixed classes are the phone layout; each prefix adds from its width up."
      head={['Prefix', 'From', 'Used', '']}
    >
      {breakpoints.map((breakpoint) => (
        <tr key={breakpoint.name}>
          <td className={cn(cell, code)}>{breakpoint.name}:</td>
          <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
            {breakpoint.value} · {px(breakpoint.px)}
          </td>
          <td className={cn(cell, 'tabular-nums')}>{breakpoint.used}×</td>
          <td className={cn(cell, 'w-full')}>
            <div
              className="bg-primary-soft border-primary h-3 max-w-full border-r-2"
              style={{ width: `${(breakpoint.px ?? 0) / 4}px` }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function ContainerTable({ containers }: { containers: typeof Containers }) {
  return (
    <Table caption="The widths content is held to." head={['Class', 'Width', 'Used', 'Source']}>
      {containers.map((container) => (
        <tr key={container.name}>
          <td className={cn(cell, code)}>max-w-{container.name}</td>
          <td className={cn(cell, 'tabular-nums')}>
            {container.value} · {px(container.px)}
          </td>
          <td className={cn(cell, 'tabular-nums')}>{container.used}×</td>
          <td className={cell}>{container.origin}</td>
        </tr>
      ))}
    </Table>
  );
}

export function IconUsageTable({ icons }: { icons: typeof IconList }) {
  return (
    <Table caption={`${icons.length} icons from lucide-react.`} head={['', 'Icon', 'Imported by']}>
      {icons.map(({ name, Icon, files }) => (
        <tr key={name}>
          <td className={cell}>
            <Icon aria-hidden className="text-primary size-5" />
          </td>
          <td className={cn(cell, code)}>{name}</td>
          <td className={cn(cell, code)}>{files.join(', ')}</td>
        </tr>
      ))}
    </Table>
  );
}
