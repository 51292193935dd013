// Placeholder: 404.html and the _headers file are written here.
