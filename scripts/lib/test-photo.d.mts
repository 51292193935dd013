type Colour = [number, number, number];
export declare const band: { red: Colour; blue: Colour };
export declare function sidewaysPhoto(width?: number, height?: number): Promise<Buffer>;
export declare function colourAt(bytes: Buffer, x: number, y: number): Promise<Colour>;
export declare function near(colour: Colour, target: Colour): boolean;
