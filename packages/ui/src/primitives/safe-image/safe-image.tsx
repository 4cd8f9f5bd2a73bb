import * as React from 'react';
import { cn } from '../../lib/cn';

type SafeImageProps = React.ComponentProps<'img'> & {
  /** Required: it also names the fallback box. */
  alt: string;
  /** Text of the grey box shown when the image cannot load. */
  fallbackText?: string;
};

function toCssSize(value: number | string | undefined) {
  return typeof value === 'number' ? `${value}px` : value;
}

/** An <img> that turns into a grey box of its size reading 'Image not available' when it fails. */
function SafeImage({
  alt,
  src,
  width,
  height,
  className,
  style,
  onError,
  ref,
  fallbackText = 'Image not available',
  ...props
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | undefined | null>(null);
  const failed = failedSrc === src;

  // An image can fail before hydration attaches onError: the ref sees it already broken.
  const setImageRef = React.useCallback(
    (node: HTMLImageElement | null) => {
      if (node && node.complete && node.naturalWidth === 0 && node.getAttribute('src')) {
        setFailedSrc(src);
      }
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref, src],
  );

  if (failed) {
    return (
      <div
        data-slot="safe-image-fallback"
        // A decorative image (alt="") stays decorative when it fails.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'bg-placeholder text-placeholder-foreground flex items-center justify-center overflow-hidden p-2 text-center text-sm font-medium',
          className,
        )}
        // Sized in the base layer (theme.css) from these, as an <img> is by its attributes.
        style={
          {
            '--safe-image-width': toCssSize(width),
            '--safe-image-ratio':
              Number(width) > 0 && Number(height) > 0 ? `${width} / ${height}` : undefined,
            ...style,
          } as React.CSSProperties
        }
      >
        <span lang="en">{fallbackText}</span>
      </div>
    );
  }

  return (
    <img
      data-slot="safe-image"
      ref={setImageRef}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}

export { SafeImage, type SafeImageProps };
