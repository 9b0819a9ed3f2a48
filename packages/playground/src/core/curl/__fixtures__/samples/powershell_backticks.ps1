curl.exe -X POST `
  -H "Content-Type: application/json" `
  -H "Authorization: Bearer abc123" `
  https://api.example.com/v1/items
