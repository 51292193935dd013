// Apart, so the schemas can name it without importing the loading steps, which import them.

/** A mistake in the content: the build's sentence, and where it is (file, keys, text, line). */
export interface Problem {
  sentence: string;
  file?: string;
  keys?: (string | number)[];
  thing?: string;
  /** The line the sentence names already (a piece of text's, or where the YAML broke). */
  line?: number;
}
