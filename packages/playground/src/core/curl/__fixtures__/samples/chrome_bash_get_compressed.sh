curl 'https://www.example.org/search?q=caf%C3%A9&page=2' \
  -H 'authority: www.example.org' \
  -H 'accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' \
  -H 'cookie: _ga=GA1.2.1234567890.1600000000; lang=fr' \
  -H 'upgrade-insecure-requests: 1' \
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.110 Safari/537.36' \
  --compressed
