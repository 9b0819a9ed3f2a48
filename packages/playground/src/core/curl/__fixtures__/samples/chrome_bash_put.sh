curl 'https://api.example.com/v1/notes/7' \
  -X 'PUT' \
  -H 'accept: */*' \
  -H 'content-type: text/plain;charset=UTF-8' \
  -b 'sid=abc' \
  --data-raw $'first\u0009column\r\nsecond line \u0021 \\ end'
