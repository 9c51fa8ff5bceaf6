import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()`: once the code has loaded, the component renders at once, which
 * server rendering needs (it cannot wait for code). In the browser it loads on first use as with
 * React.lazy, and a server-rendered part waits for its code before React takes it over.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload(): Promise<void> } {
  let Loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    Loaded ??= await load();
    return Loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableLazy(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableLazy, {
    preload: async () => {
      await preload();
    },
  });
}
