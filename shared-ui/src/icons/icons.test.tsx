import { render } from '@testing-library/react';
import * as icons from './index';
import * as plain from './plain';

const iconNames = Object.keys(icons).filter((name) => name.endsWith('Icon')) as Array<keyof typeof icons>;

/** `StarHalfIcon` draws `starHalfPath`. */
const pathOf = (iconName: string) =>
  (plain as unknown as Record<string, string>)[`${iconName[0]!.toLowerCase()}${iconName.slice(1, -4)}Path`];

describe('shared icons', () => {
  it('draws each icon from its own path, and each path has an icon', () => {
    for (const name of iconNames) {
      const Icon = icons[name];
      const { container, unmount } = render(<Icon />);
      expect(container.querySelector('svg path')?.getAttribute('d')).toBe(pathOf(name));
      unmount();
    }
    const pathNames = Object.keys(plain).filter((name) => name.endsWith('Path'));
    expect(pathNames).toHaveLength(iconNames.length);
  });

  it('draws a path as a decorative plain SVG without MUI', () => {
    const { container } = render(<plain.PlainIcon path={plain.videoPath} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('x');
    expect(svg.querySelector('path')).toHaveAttribute('d', plain.videoPath);
    expect(svg.className.baseVal).not.toMatch(/Mui/);
  });
});
