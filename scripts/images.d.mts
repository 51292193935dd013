export declare function generateImages(options: {
  contentDir: string;
  outputDir: string;
}): Promise<string>;
