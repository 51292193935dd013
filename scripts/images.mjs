// Placeholder: the image pipeline (optimised AVIF/WebP/JPEG at several widths) lands here.
