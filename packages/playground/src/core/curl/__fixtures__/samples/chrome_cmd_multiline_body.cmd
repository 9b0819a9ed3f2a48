curl ^"http://localhost:28139/echo^" ^
  -X ^"PATCH^" ^
  -H ^"content-type: text/plain^" ^
  --data-raw ^"first line^

second line with ^<tags^> and ^|pipes^|^"
