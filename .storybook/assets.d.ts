/** Images imported by manager.ts: Storybook's manager bundler turns them into data URLs. */
declare module '*.svg' {
  const url: string;
  export default url;
}
