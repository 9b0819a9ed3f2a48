curl ^"https://api.example.com/v1/search?q=caf^%^C3^%^A9^&limit=10^" ^
  -H ^"accept: application/json^" ^
  -H ^"content-type: application/json^" ^
  -b ^"session_id=8f14e45fceea167a; theme=dark^" ^
  -H ^"user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36^" ^
  --data-raw ^"^{^\^"query^\^":^\^"50^% off ^& free^\^",^\^"path^\^":^\^"C:^\^\^\^\temp^\^",^\^"tags^\^":^[^\^"a^\^",^\^"b^\^"^]^}^"
