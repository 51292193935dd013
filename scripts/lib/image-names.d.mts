export declare const imageEndings: string[];
export declare const imagesFolder: string;
export declare const generatedImagesPath: string;
export declare function imageStem(contentDir: string, path: string): string;
