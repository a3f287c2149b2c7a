import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** The shape, from the `lucide` package (plain data: `import { Phone } from 'lucide'`). */
  icon: IconNode;
  size?: number;
};

/**
 * A lucide icon as plain SVG, for server components. lucide-react's `Icon` is a client component since
 * version 1, so each of its icons in a server component was a client reference: its runtime in every
 * page's JavaScript, the icon's shape in the page's RSC payload and one more component to hydrate. This
 * one renders on the server only. Client components on the first load use the `.mask-icon` classes
 * (app/globals.css); the ones loaded later may keep lucide-react.
 */
export function Icon({ icon, size = 24, className, ...rest }: IconProps) {
  // Decorative unless labelled, as lucide-react's icons are.
  const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
  // The stroke and fill are the `.icon` class's (app/globals.css), not attributes repeated per icon.
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={labelled ? undefined : true}
      {...rest}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
