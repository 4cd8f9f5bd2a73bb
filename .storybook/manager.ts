/** Storybook's own window in the clinic's brand: its logo, its name and its colours. */
import { clinic } from '@klinik/clinic';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import logo from '../packages/ui/src/assets/logo-mark.svg';
import { brandTheme, type BrandTokens } from './brand';
import { statusLabel } from './status-label';

// Read from the design tokens' theme when Storybook starts (main.ts): the manager is bundled
// without Vite, so it cannot import the CSS itself.
const tokens = JSON.parse(process.env.STORYBOOK_KLINIK_BRAND ?? 'null') as BrandTokens | null;

if (tokens) {
  addons.setConfig({ theme: create(brandTheme(tokens, clinic.name, logo)) });
}

// Each component's status as a badge beside its name.
addons.setConfig({ sidebar: { renderLabel: statusLabel } });
