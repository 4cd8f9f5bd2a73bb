/**
 * The tokens as Figma variables: the body of Figma's `POST /v1/files/:file_key/variables` (REST
 * API), typed by Figma's own OpenAPI types (@figma/rest-api-spec). It creates one collection with
 * one mode, a variable per token under its path (`color/primary-soft-foreground`), and keeps the
 * aliases as variable aliases. Figma variables hold colours, numbers and strings: a dimension
 * becomes pixels (1rem = 16px), the font stack its first family; shadows, which Figma keeps as
 * effect styles, are left out.
 */
import type {
  PostVariablesRequestBody,
  RGBA,
  VariableAlias,
  VariableCreate,
  VariableModeValue,
  VariableScope,
} from '@figma/rest-api-spec';
import type { Plugin, TokenNormalized } from '@terrazzo/parser';
import { dtcgToRgb } from '../../src/foundations/contrast';
import { cssName, dimensionCss, isThemeToken } from './css';

export const collectionId = 'collection:klinik';
export const modeId = 'mode:default';
export const collectionName = 'Klinik tokens';
const variableId = (tokenId: string) => `variable:${tokenId}`;

/**
 * Where Figma offers the variable, from the token's last name (`font-size`) or group; only scopes
 * the REST API documents as valid for the variable's type. None means everywhere (radii, whose
 * CORNER_RADIUS scope the API does not list for numbers).
 */
function scopes(token: TokenNormalized): VariableScope[] | undefined {
  const path = token.id.split('.');
  const last = path.at(-1) ?? '';
  if (token.$type === 'fontFamily') return ['FONT_FAMILY'];
  if (token.$type !== 'dimension' || path[0] === 'radius') return undefined;
  if (last === 'font-size') return ['FONT_SIZE'];
  if (last === 'line-height') return ['LINE_HEIGHT'];
  if (path[0] === 'focus-ring' || last === 'border-width') return ['STROKE_FLOAT'];
  return ['WIDTH_HEIGHT', 'GAP'];
}

const round = (value: number) => Number(value.toFixed(4));

function value(token: TokenNormalized): RGBA | number | string {
  switch (token.$type) {
    case 'color': {
      const { r, g, b } = dtcgToRgb(token.$value);
      return {
        r: round(r / 255),
        g: round(g / 255),
        b: round(b / 255),
        a: token.$value.alpha ?? 1,
      };
    }
    case 'dimension':
      return token.$value.unit === 'rem' ? token.$value.value * 16 : token.$value.value;
    case 'fontFamily': {
      const figma = token.$extensions?.['id.klinik.figma'] as { value?: unknown } | undefined;
      return typeof figma?.value === 'string' ? figma.value : (token.$value[0] ?? '');
    }
    case 'fontWeight':
    case 'number':
      return Number(token.$value);
    default:
      throw new Error(`${token.id}: no Figma variable for ${token.$type} tokens`);
  }
}

const resolvedType = (token: TokenNormalized): VariableCreate['resolvedType'] =>
  token.$type === 'color' ? 'COLOR' : token.$type === 'fontFamily' ? 'STRING' : 'FLOAT';

function description(token: TokenNormalized): string | undefined {
  const remNote =
    token.$type === 'dimension' && token.$value.unit === 'rem'
      ? `${dimensionCss(token.$value)} in CSS.`
      : undefined;
  const text = [token.$description, remNote].filter(Boolean).join(' ');
  return text === '' ? undefined : text;
}

export function figmaRequest(tokens: TokenNormalized[]): PostVariablesRequestBody {
  const exported = tokens.filter((token) => token.$type !== 'shadow');
  const ids = new Set(exported.map((token) => token.id));
  const variables: VariableCreate[] = exported.map((token) => {
    const scope = scopes(token);
    const text = description(token);
    return {
      action: 'CREATE',
      id: variableId(token.id),
      name: token.id.split('.').join('/'),
      variableCollectionId: collectionId,
      resolvedType: resolvedType(token),
      ...(text ? { description: text } : {}),
      ...(scope ? { scopes: scope } : {}),
      // Theme tokens are custom properties on the site; the others exist only in theme.css.
      ...(isThemeToken(token.id) ? { codeSyntax: { WEB: `var(--${cssName(token.id)})` } } : {}),
    };
  });
  const variableModeValues: VariableModeValue[] = exported.map((token) => {
    const target = token.aliasChain?.[0];
    const alias: VariableAlias | undefined =
      target && ids.has(target) ? { type: 'VARIABLE_ALIAS', id: variableId(target) } : undefined;
    return { variableId: variableId(token.id), modeId, value: alias ?? value(token) };
  });
  return {
    variableCollections: [
      { action: 'CREATE', id: collectionId, name: collectionName, initialModeId: modeId },
    ],
    variables,
    variableModeValues,
  };
}

export function figmaVariables(filename: string): Plugin {
  return {
    name: 'klinik:figma-variables',
    build({ tokens, outputFile }) {
      outputFile(filename, `${JSON.stringify(figmaRequest(Object.values(tokens)), null, 2)}\n`);
    },
  };
}
