// What the recording box and the transcript box share of a Decap widget's life: each asks the
// site's Worker once whether it is set up (`GET` of its path answering `{ ready }`), starts from
// its own idle state, and sets no state once Decap has taken the box away.

/** Whether the Worker at `path` is set up for the box; false when it cannot be asked. */
export const workerReady = (path: string) =>
  fetch(path, { cache: 'no-store' })
    .then(async (response) => ((await response.json()) as { ready?: boolean }).ready === true)
    .catch(() => false);

interface Living<S> {
  setState(state: Partial<S>): void;
  gone?: boolean;
}

/** The widget's start, its ready word once known, and its end, for Decap's createClass. */
export function boxLife<S extends { ready: boolean | undefined }>(
  idle: S,
  ready: Promise<boolean>,
) {
  return {
    getInitialState: (): S => ({ ...idle }),
    componentDidMount(this: Living<S>) {
      void ready.then((isReady) => this.gone || this.setState({ ready: isReady } as Partial<S>));
    },
    componentWillUnmount(this: Living<S>) {
      this.gone = true;
    },
  };
}
